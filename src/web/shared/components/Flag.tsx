/**
 * Small inline SVG flags: emoji flags do not render on Windows or on machines without an emoji
 * font, so the language switcher draws its own.
 */
export function Flag({ language, size = 14 }: { language: 'en' | 'el'; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (language === 'el') {
    return (
      <svg width={size} height={height} viewBox="0 0 27 18" aria-hidden style={{ verticalAlign: 'middle', borderRadius: 2 }}>
        <rect width="27" height="18" fill="#0D5EAF" />
        {[1, 3, 5, 7].map((row) => (
          <rect key={row} y={row * 2} width="27" height="2" fill="#fff" />
        ))}
        <rect width="10" height="10" fill="#0D5EAF" />
        <rect x="4" width="2" height="10" fill="#fff" />
        <rect y="4" width="10" height="2" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg width={size} height={height} viewBox="0 0 19 10" aria-hidden style={{ verticalAlign: 'middle', borderRadius: 2 }}>
      <rect width="19" height="10" fill="#B22234" />
      {[1, 3, 5, 7, 9].map((row) => (
        <rect key={row} y={(row * 10) / 13} width="19" height={10 / 13} fill="#fff" />
      ))}
      <rect width="7.6" height={(10 * 7) / 13} fill="#3C3B6E" />
    </svg>
  );
}
