/**
 * Why someone else's profile came back empty for this viewer: visitors must log in, and members without the
 * directory (Free Members, an expired trial) must upgrade; the server shows member profiles to those who may
 * read the directory (the capability 'directory.read', RLS on yarnconnect_free). Null when the viewer may see
 * profiles: the member does not exist or is not listed.
 */
export function hiddenProfileReason(viewer: {
  signedIn: boolean;
  readsDirectory: boolean;
}): 'login' | 'upgrade' | null {
  if (!viewer.signedIn) return 'login';
  return viewer.readsDirectory ? null : 'upgrade';
}
