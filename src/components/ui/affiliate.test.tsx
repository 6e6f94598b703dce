import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { makeProduct } from "~/test/content-fixtures";
import { ProductCard } from "./affiliate";

describe("ProductCard", () => {
  test("an ordinary pick links out to the marketplace, sponsored, in a new tab", () => {
    render(<ProductCard product={makeProduct({ id: "collagen", name: "Collagen" })} />);
    const link = screen.getByRole("link", { name: /View on Amazon: Collagen/ });
    expect(link).toHaveAttribute("href", "https://www.amazon.com/s?k=collagen");
    expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.queryByText(/No buy link/)).toBeNull();
  });

  test("a product advised against keeps its name, picture and description but has no buy link", () => {
    const product = makeProduct({
      id: "glucosamine",
      name: "Glucosamine",
      description: "A guideline recommends against it.",
      image: "/images/products/glucosamine.svg",
      isAdvisedAgainst: true,
    });
    const { container } = render(<ProductCard product={product} />);
    expect(screen.getByRole("heading", { name: "Glucosamine" })).toBeInTheDocument();
    expect(screen.getByText("A guideline recommends against it.")).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/products/glucosamine.svg");
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector('[rel~="sponsored"]')).toBeNull();
    expect(screen.getByText("No buy link: we don’t recommend buying this.")).toBeInTheDocument();
  });
});
