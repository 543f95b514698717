/**
 * The first stage of the site's start (main.tsx): the modules the whole app stands on — Preact, the site's request
 * layer (the SDK's, with the zod/mini core and the token store) and the route table — evaluated in a task of their
 * own, so the shell (the second stage) and the app (site-app.tsx) evaluate in others. Only their evaluation is
 * wanted here; the app imports them again, for nothing. Site modules are imported, not the SDK's: the SDK's
 * modules are declared free of side effects, so a bare import of one would be dropped from the build.
 */
import 'react';
import 'react-dom/client';
import '../http/site-http';
import '../routing/routes';
