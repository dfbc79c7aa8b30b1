import '@/lib/no-eval.ts';
import { bootstrap } from '@/app/bootstrap.tsx';
import { createWebGateway } from '@/data/create-web-gateway.ts';
import { registerServiceWorker } from './register-service-worker.ts';

// Web entry: supabase-js straight to the backend, plus the offline service worker.
bootstrap(createWebGateway());
registerServiceWorker();
