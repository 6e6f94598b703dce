export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  className = "",
}: {
  eyebrow: string;
  title: React.ReactNode;
  intro: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={`max-w-3xl ${className}`.trim()}>
      <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-display-sm sm:text-display-md">{title}</h1>
      <p className="mt-4 text-lg text-ink-700">{intro}</p>
      {children}
    </header>
  );
}
