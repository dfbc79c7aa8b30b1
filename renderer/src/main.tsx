import { bootstrap } from '@/app/bootstrap.tsx';
import { createWebGateway } from '@/data/create-web-gateway.ts';

// Desktop entry: file:// pages route by hash. Until the offline cache lands in electron/main, desktop reads Supabase directly.
bootstrap(createWebGateway(), 'hash');
