import { Flex } from '@radix-ui/themes';
import { ImageIcon } from '@radix-ui/react-icons';
import { useState, type CSSProperties } from 'react';

/** An image with a neutral placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, style, fallbackSrc }: { src?: string; alt: string; style?: CSSProperties; fallbackSrc?: string }) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  if (!current || failed) {
    return (
      <Flex align="center" justify="center" style={{ background: 'var(--gray-a3)', color: 'var(--gray-9)', ...style }} role="img" aria-label={alt}>
        <ImageIcon width={32} height={32} />
      </Flex>
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      loading="lazy"
      style={{ objectFit: 'cover', display: 'block', background: 'var(--gray-a3)', ...style }}
      onError={() => (fallbackSrc && current !== fallbackSrc ? setCurrent(fallbackSrc) : setFailed(true))}
    />
  );
}
