/** Last resort when the error page itself cannot render: plain markup, texts handed in, a full page load home. */
export function ErrorPageFailure({ locale, title, goHome }: { locale: string; title?: string; goHome?: string }) {
  const home = locale === 'de' || locale === 'it' ? `/${locale}` : '/';
  return (
    <main
      id="main"
      className="error-page"
      style={{ padding: '3rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      {title && <h1>{title}</h1>}
      <p>
        {/* A full page load: the client router may be what failed. */}
        <a href={home}>{goHome ?? home}</a>
      </p>
    </main>
  );
}
