import type { AdFormValues } from '@domain/schemas/admin.ts';
import type { AdminAd } from '@domain/schemas/content.ts';

export type { AdminAd };

/** Ad management (admins and limited admins; the server refuses everyone else). */
export interface AdAdminPort {
  /** Every ad, newest first, with its image's public URL. */
  list(): Promise<AdminAd[]>;
  /** Creates an ad (no id) or updates one; `imagePath` is the corporateads file of a new image. */
  save(ad: { id: string | null; values: AdFormValues; imagePath: string | null }): Promise<AdminAd>;
  setStatus(id: string, status: boolean): Promise<void>;
  /** Deletes the ad row; the caller removes its image file. */
  remove(id: string): Promise<void>;
}
