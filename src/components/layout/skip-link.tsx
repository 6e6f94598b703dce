export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white shadow-card focus:translate-y-0 print:hidden"
    >
      Skip to content
    </a>
  );
}
