import { bootstrap } from '@/app/bootstrap.tsx';
import { createWebGateway } from '@/data/create-web-gateway.ts';

// Desktop entry. Until the offline cache lands in electron/main, desktop reads Supabase directly like the web.
bootstrap(createWebGateway());
