import '@/lib/no-eval.ts';
import { bootstrap } from '@/app/bootstrap.tsx';
import { env } from '@/config/env.ts';
import { createWebGateway } from '@/data/create-web-gateway.ts';
import { createDesktopGateway } from '@/data/desktop-gateway.ts';
import { supabase } from '@/lib/supabase.ts';
import { desktopBridge } from '@/platform/desktop-bridge.ts';

// Desktop entry, served from the app:// scheme on real paths. In Electron the preload provides window.desktop and the offline
// areas answer from main's cache; opened in a plain browser (no bridge) it is the web gateway.
const bridge = desktopBridge();
const web = createWebGateway();
bootstrap(
  bridge
    ? createDesktopGateway(bridge, web, { client: supabase, url: env.supabaseUrl, anonKey: env.supabaseAnonKey })
    : web,
);
