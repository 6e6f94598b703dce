import { useRef, useState } from "react";
import SlickSlider from "react-slick";
import { testimonials, testimonialsNote } from "~/content/testimonials";
import { PauseToggle } from "~/components/ui/pause-toggle";
import { prefersReducedMotion } from "~/lib/motion";

// react-slick is CommonJS: under Node (prerendering) the default import is the module object.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

export const testimonialSettings = {
  autoplaySpeed: 5000,
  speed: 600,
  dots: true,
  arrows: false,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
} as const;

/** Dots are real buttons; a pause button stops autoplay (WCAG 2.2.2); no autoplay under reduced motion. */
export function Testimonials() {
  const [isMotionReduced] = useState(prefersReducedMotion);
  const [isPaused, setIsPaused] = useState(false);
  const sliderRef = useRef<SlickSlider>(null);

  // Through the slider's API: react-slick ignores `autoplay` turning true again, so Play would not resume.
  const togglePause = () => {
    if (isPaused) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
    setIsPaused(!isPaused);
  };
  return (
    <section
      aria-labelledby="testimonials-title"
      aria-describedby="testimonials-note"
      className="bg-cream py-20 render-on-approach [--render-estimate:52.5rem] sm:[--render-estimate:41.5rem] lg:[--render-estimate:39rem]"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-center text-display-sm">
          Don&apos;t Take Our Word for It…
        </h2>
        {/* Body size and contrast, before the quotes: readers must not mistake them for real reviews. */}
        <p id="testimonials-note" className="mx-auto mt-4 max-w-2xl text-center text-base text-ink-800">
          {testimonialsNote}
        </p>
        <div className="testimonials mt-8">
          <Slider
            ref={sliderRef}
            {...testimonialSettings}
            autoplay={!isMotionReduced}
            customPaging={(index) => (
              <button type="button">
                <span className="sr-only">Show quote {index + 1}</span>
              </button>
            )}
          >
            {testimonials.map((testimonial) => (
              <figure key={testimonial.name} className="px-2 text-center">
                <blockquote className="font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="mt-6 font-semibold text-brand-800">
                  {testimonial.name}, {testimonial.age}
                </figcaption>
              </figure>
            ))}
          </Slider>
        </div>
        {/* Always rendered, hidden by CSS under reduced motion: the prerendered HTML can't know the
            visitor's setting, and hydration must match it. */}
        <p className="mt-2 text-center motion-reduce:hidden">
          <PauseToggle isPaused={isPaused} onToggle={togglePause} what="quotes" />
        </p>
      </div>
    </section>
  );
}
