// cmdk's three small Radix helpers, in the few lines cmdk needs (webpack.config.js points cmdk's imports here):
// bundled as Radix they would add to this remote a copy of what the shared UI entry already has. cmdk renders
// its parts with `Primitive.div` / `Primitive.input`, ids with `useId` and merges refs with `composeRefs`; the
// palette never passes `asChild`, the one Radix feature these stand-ins leave out.
import { forwardRef, useId as useReactId, type ComponentPropsWithRef, type Ref } from 'react';

type Props<T extends 'div' | 'input'> = ComponentPropsWithRef<T> & { asChild?: boolean };

const Div = forwardRef<HTMLDivElement, Props<'div'>>(function Div({ asChild: _asChild, ...props }, ref) {
  return <div {...props} ref={ref} />;
});

const InputElement = forwardRef<HTMLInputElement, Props<'input'>>(function InputElement(
  { asChild: _asChild, ...props },
  ref,
) {
  return <input {...props} ref={ref} />;
});

export const Primitive = { div: Div, input: InputElement };

export function useId(deterministicId?: string): string {
  const id = useReactId();
  return deterministicId || `radix-${id}`;
}

export function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T }).current = node;
    }
  };
}
