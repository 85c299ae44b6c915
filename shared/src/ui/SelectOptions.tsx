/** A native select's options from value and label pairs (the select gives its own first, empty option). */
export function SelectOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
