import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { adDateToday, adPageForPath, pickRandomAd, type AdSlotSize } from '@domain/ads.ts';
import { adsApi } from '../api.ts';
import { AdBanner } from './ad-banner.tsx';
import { AdPlaceholder } from './ad-placeholder.tsx';

/**
 * An ad banner for the current page's group: a placeholder while loading, then one matching ad picked at
 * random, or nothing when none matches, the query fails or the image does not load. `size` is the page's
 * (adSlotSize): the workstation's slots are compact.
 */
export function AdSlot({ position, size }: { position: 'top' | 'bottom'; size: Exclude<AdSlotSize, 'none'> }) {
  const { pathname } = useLocation();
  const page = adPageForPath(pathname);
  const today = adDateToday(new Date());
  const { data, isLoading, isError } = adsApi.useActiveAdsQuery({ group: page.group, location: page.location, today });
  const ad = useMemo(() => (data ? pickRandomAd(data) : null), [data]);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  if (isLoading) return <AdPlaceholder position={position} size={size} />;
  if (isError || !ad || brokenImage === ad.adImageUrl) return null;
  return (
    <AdBanner
      ad={{ imageUrl: ad.adImageUrl, altText: ad.altText, clickUrl: ad.clickUrl }}
      size={size}
      testId={`ad-${position}`}
      onImageError={() => setBrokenImage(ad.adImageUrl)}
    />
  );
}
