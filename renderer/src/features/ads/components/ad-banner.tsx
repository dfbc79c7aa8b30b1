import { Link } from 'react-router';
import { adLinkOf, type AdSlotSize } from '@domain/ads.ts';
import { adBoxStyle, adSlotClass } from './ad-placeholder.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

export interface BannerContent {
  imageUrl: string;
  altText: string;
  clickUrl: string | null;
}

/**
 * An ad as the banner shows it (accounts §2 "Ad banners", §9 box): the image, linking to the advertiser's page
 * in the app (opened in place) or their site (a new tab). Ad management's preview renders the same banner.
 */
export function AdBanner({
  ad,
  label = 'Advertisement',
  size = 'full',
  testId,
  onImageError,
}: {
  ad: BannerContent;
  label?: string;
  size?: Exclude<AdSlotSize, 'none'>;
  testId?: string;
  onImageError?: () => void;
}) {
  const image = <img className="ad-slot__image" src={ad.imageUrl} alt={ad.altText} onError={onImageError} />;
  const link = adLinkOf(ad.clickUrl);
  return (
    <aside className={adSlotClass(size)} style={adBoxStyle} aria-label={label} data-testid={testId}>
      {link?.kind === 'in-app' ? (
        <Link to={link.path}>{image}</Link>
      ) : link?.kind === 'external' ? (
        <NewWindowLink href={link.url} rel="noopener noreferrer sponsored">
          {image}
        </NewWindowLink>
      ) : (
        image
      )}
    </aside>
  );
}
