import type { CSSProperties } from 'react';
import { AD_BOX, type AdSlotSize } from '@domain/ads.ts';
import './ad-slot.css';

// The ad box limits of §9, as CSS variables for ad-slot.css.
export const adBoxStyle = {
  '--ad-max-width': `${AD_BOX.maxWidthPx}px`,
  '--ad-aspect': AD_BOX.aspectRatio,
  '--ad-min-height': `${AD_BOX.minHeightPx}px`,
  '--ad-max-height': `${AD_BOX.maxHeightPx}px`,
  '--ad-fade': `${AD_BOX.fadeInSeconds}s`,
} as CSSProperties;

/** The slot's class names: the compact box (75 px, workstation pages) beside the full one. */
export const adSlotClass = (size: Exclude<AdSlotSize, 'none'>) =>
  size === 'compact' ? 'ad-slot ad-slot--compact' : 'ad-slot';

/** The ad box while its ads load: the slot keeps its place so the page does not jump. */
export function AdPlaceholder({
  position,
  size = 'full',
}: {
  position: 'top' | 'bottom';
  size?: Exclude<AdSlotSize, 'none'>;
}) {
  return (
    <div
      className={`${adSlotClass(size)} ad-slot--loading`}
      style={adBoxStyle}
      aria-hidden="true"
      data-testid={`ad-${position}`}
    />
  );
}
