import { api, fromGateway } from '@/data/api.ts';
import type { DirectoryPage, DirectoryQuery } from '@/data/ports/directory.ts';

const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryPage: build.query<DirectoryPage, DirectoryQuery>({
      queryFn: fromGateway((g, query: DirectoryQuery) => g.directory.search(query)),
    }),
  }),
});

export const { useDirectoryPageQuery } = directoryApi;
