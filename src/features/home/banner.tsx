import { home } from "~/content/home";

/** "Feel better. Think clearer. Move stronger." — the first thing seen on phones. */
export function Banner() {
  return (
    <section aria-labelledby="banner-title" className="dark-surface bg-brand-800 text-white">
      <div className="mx-auto max-w-page px-4 py-12 text-center sm:px-6 sm:py-14">
        <h2 id="banner-title" className="text-display-sm text-white sm:text-display-md">
          {home.banner.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{home.banner.text}</p>
      </div>
    </section>
  );
}
