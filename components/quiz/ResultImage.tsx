type Props = {
  brand: string;
  title: string;
  scoreLine: string;
  thought: string;
  /** A data URL of the profile's emoji, or nothing. */
  emoji: string | null;
};

/** The Open Graph picture of a result, laid out for Satori (flex boxes, inline styles, 1200 × 630). */
export function ResultImage({ brand, title, scoreLine, thought, emoji }: Props) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        padding: 48,
        background: 'linear-gradient(135deg, #1f6b4f 0%, #2f8f6a 100%)',
        fontFamily: 'Inter',
      }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 56,
          borderRadius: 32,
          background: '#fbfaf6',
          color: '#17211c',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#1f6b4f' }}>{brand}</div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 40 }}>
          {emoji && (
            // eslint-disable-next-line @next/next/no-img-element -- Satori draws plain img elements only
            <img src={emoji} width={150} height={150} alt="" />
          )}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: 1 }}>
            <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.05 }}>{title}</div>
            <div style={{ display: 'flex', fontSize: 38, color: '#1f6b4f', fontWeight: 700 }}>{scoreLine}</div>
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 28, lineHeight: 1.35, color: '#3c4a43' }}>{thought}</div>
      </div>
    </div>
  );
}
