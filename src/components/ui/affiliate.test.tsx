import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { ProductCard } from "./affiliate";

test("ProductCard: an ordinary pick links out to the marketplace, sponsored, in a new tab", () => {
  render(<ProductCard product={makeProduct({ id: "collagen", name: "Collagen" })} />);
  const link = screen.getByRole("link", { name: /View on Amazon: Collagen/ });
  expect(link).toHaveAttribute("href", "https://www.amazon.com/s?k=collagen");
  expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
  expect(link).toHaveAttribute("target", "_blank");
  expect(screen.queryByText(/No buy link/)).toBeNull();
});

test("ProductCard: a product advised against has no buy link, and says why", () => {
  const product = makeProduct({ id: "glucosamine", name: "Glucosamine", isAdvisedAgainst: true });
  const { container } = render(<ProductCard product={product} />);
  expect(screen.queryByRole("link")).toBeNull();
  expect(container.querySelector('[rel~="sponsored"]')).toBeNull();
  expect(screen.getByText("No buy link: we don’t recommend buying this.")).toBeInTheDocument();
});
