import { useState, type InputHTMLAttributes } from 'react';
import { useExposed } from '@vitrina/shared/core';

export interface HeroSearchInputProps {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** the plain input's look, until (or unless) the catalogue's box with suggestions arrives */
  PlainInput: (props: InputHTMLAttributes<HTMLInputElement>) => React.ReactNode;
}

/**
 * The hero's search box. A plain input first, inside the hero's form that submits to the listing; the first time
 * the visitor comes near it (pointer, touch or focus) the catalogue's './SearchSuggest' loads and takes its
 * place with suggestions. If the catalogue cannot load, the plain input stays and still searches.
 */
export function HeroSearchInput({ value, onValueChange, label, placeholder, PlainInput }: HeroSearchInputProps) {
  const [wanted, setWanted] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  // A failed load is reported by useExposed and not tried again: the plain input keeps working.
  const suggest = useExposed('mfe_catalog', 'SearchSuggest', { when: wanted });
  const load = () => setWanted(true);

  if (suggest.state.status === 'ready') {
    const { Component: Suggest } = suggest.state;
    return (
      <Suggest
        value={value}
        onValueChange={onValueChange}
        label={label}
        placeholder={placeholder}
        appearance="bare"
        focusOnMount={hadFocus}
      />
    );
  }
  return (
    <PlainInput
      type="search"
      name="search"
      aria-label={label}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      placeholder={placeholder}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={() => {
        setHadFocus(true);
        load();
      }}
      onBlur={() => setHadFocus(false)}
    />
  );
}
