import { useRef, type KeyboardEvent } from 'react';
import { Tab, Tabs } from './tradeStyles';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

/** A tablist (arrow keys move between tabs) whose panel is the content below with id `${idBase}-panel`. */
export function TabBar<T extends string>({
  options,
  value,
  onChange,
  label,
  idBase,
}: {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  idBase: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    onChange(options[next].value);
    refs.current[next]?.focus();
  };
  return (
    <Tabs role="tablist" aria-label={label}>
      {options.map((option, index) => (
        <Tab
          key={option.value}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`${idBase}-${option.value}`}
          aria-selected={option.value === value}
          aria-controls={`${idBase}-panel`}
          tabIndex={option.value === value ? 0 : -1}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </Tab>
      ))}
    </Tabs>
  );
}
