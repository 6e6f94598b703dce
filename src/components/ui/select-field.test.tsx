import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { SelectField } from "./select-field";

test("a labelled select that reports the chosen option's value", async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <>
      <SelectField
        label="Diet"
        value="keto"
        options={[
          { value: "keto", label: "Keto" },
          { value: "vegan", label: "Vegan" },
        ]}
        onChange={onChange}
        describedBy="hint"
      />
      <p id="hint">Pick one.</p>
    </>,
  );
  const select = screen.getByLabelText("Diet");
  expect(select).toHaveValue("keto");
  expect(select).toHaveAccessibleDescription("Pick one.");
  await user.selectOptions(select, "Vegan");
  expect(onChange).toHaveBeenCalledWith("vegan");
});
