// The `frame` entry of the widgets build: what a frame page loads.
import { startFrame } from './frame';

startFrame().catch((error: unknown) => console.error('[Betframe frame]', error));
