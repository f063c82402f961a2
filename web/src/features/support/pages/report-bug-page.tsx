export function Page() {
  return null;
}

export { Page as Component };
