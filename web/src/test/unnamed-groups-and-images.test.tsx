import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findUnnamedGroupsAndImages } from "./unnamed-groups-and-images";

describe("findUnnamedGroupsAndImages", () => {
  it("reports a fieldset without a legend (or with an empty one) and an svg that is neither hidden nor named", () => {
    const { container } = render(
      <>
        <fieldset>
          <input aria-label="a" />
        </fieldset>
        <fieldset>
          <legend> </legend>
        </fieldset>
        <fieldset>
          <div>
            <legend>not the fieldset's own legend</legend>
          </div>
        </fieldset>
        <svg viewBox="0 0 24 24" />
        <svg role="img" viewBox="0 0 24 24" />
        <svg aria-label="no role" viewBox="0 0 24 24" />
        <svg aria-hidden="false" viewBox="0 0 24 24" />
        <svg role="img" aria-labelledby="missing" viewBox="0 0 24 24" />
      </>,
    );
    const findings = findUnnamedGroupsAndImages(container);
    expect(findings.filter((finding) => finding.startsWith("fieldset"))).toHaveLength(3);
    expect(findings.filter((finding) => finding.startsWith("svg"))).toHaveLength(5);
  });

  it("accepts a fieldset with a legend, a hidden svg and an image named by label, labelledby or title", () => {
    const { container } = render(
      <>
        <fieldset>
          <legend>Settings</legend>
          <svg aria-hidden="true" viewBox="0 0 24 24" />
        </fieldset>
        <svg role="img" aria-label="Warning" viewBox="0 0 24 24" />
        <span id="icon-name">Done</span>
        <svg role="img" aria-labelledby="icon-name" viewBox="0 0 24 24" />
        <svg role="img" viewBox="0 0 24 24">
          <title>Information</title>
        </svg>
      </>,
    );
    expect(findUnnamedGroupsAndImages(container)).toEqual([]);
  });
});
