import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { adDateToday, adLinkOf, adPageForPath, pickRandomAd } from '@domain/ads.ts';
import { adsApi } from '../api.ts';
import { AdPlaceholder, adBoxStyle } from './ad-placeholder.tsx';

/**
 * An ad banner for the current page's group: a placeholder while loading, then one matching ad picked at
 * random, or nothing when none matches, the query fails or the image does not load.
 */
export function AdSlot({ position }: { position: 'top' | 'bottom' }) {
  const { pathname } = useLocation();
  const page = adPageForPath(pathname);
  const today = adDateToday(new Date());
  const { data, isLoading, isError } = adsApi.useActiveAdsQuery({ group: page.group, location: page.location, today });
  const ad = useMemo(() => (data ? pickRandomAd(data) : null), [data]);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  if (isLoading) return <AdPlaceholder position={position} />;
  if (isError || !ad || brokenImage === ad.adImageUrl) return null;

  const image = (
    <img
      className="ad-slot__image"
      src={ad.adImageUrl}
      alt={ad.altText}
      onError={() => setBrokenImage(ad.adImageUrl)}
    />
  );
  // An advertiser's page in the app opens in place; another site in a new tab.
  const link = adLinkOf(ad.clickUrl);
  return (
    <aside className="ad-slot" style={adBoxStyle} aria-label="Advertisement" data-testid={`ad-${position}`}>
      {link?.kind === 'in-app' ? (
        <Link to={link.path}>{image}</Link>
      ) : link?.kind === 'external' ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer sponsored">
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  );
}
