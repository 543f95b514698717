/**
 * The widget names partners mount (CONTRACTS §2) and the widgets build's manifest
 * (`/sdk/widgets/manifest.json`: `{ host, runtime, frame, widgets: { line, … } }`, hashed file names relative to
 * `/sdk/widgets/`), shared by the loader's host chunk, the frame pages of the server and the build.
 */
import * as z from 'zod/mini';

export const widgetNames = ['line', 'coupon', 'casino', 'office', 'registration'] as const;
export type WidgetName = (typeof widgetNames)[number];
export const widgetNameSchema = z.enum(widgetNames);

const file = z.string().check(z.regex(/^[\w-]+(\/[\w-]+)*\.js$/));

export const widgetsManifestSchema = z.object({
  host: file,
  runtime: file,
  frame: file,
  widgets: z.record(widgetNameSchema, file),
});
export type WidgetsManifest = z.infer<typeof widgetsManifestSchema>;
