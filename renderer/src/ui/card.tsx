import type { ComponentProps, ReactNode } from 'react';
import './surfaces.css';

/** A white panel; `title` becomes its heading. */
export function Card({ title, className, children, ...rest }: ComponentProps<'section'> & { title?: ReactNode }) {
  return (
    <section className={['card', className].filter(Boolean).join(' ')} {...rest}>
      {title && <h2 className="card__title">{title}</h2>}
      {children}
    </section>
  );
}
