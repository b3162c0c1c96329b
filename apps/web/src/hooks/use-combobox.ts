import { type KeyboardEvent, useId, useState } from 'react';

/**
 * Keyboard and focus state of a text box with a list of options (the ARIA combobox pattern): arrows move through the
 * options, Enter picks one, Escape closes the list. Focus stays in the text box; the active option is announced
 * through aria-activedescendant.
 */
export function useCombobox<T>(options: readonly T[], onPick: (option: T) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${listId}-${index}`;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter' && open) {
      // Enter picks the option instead of sending the form.
      event.preventDefault();
      const option = options[current];
      if (option !== undefined) onPick(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return {
    open: open && options.length > 0,
    setOpen,
    active: current,
    setActive,
    listId,
    optionId,
    /** After a key typed in the text box: the list opens on its first option. */
    typed: () => {
      setActive(0);
      setOpen(true);
    },
    inputProps: {
      type: 'text' as const,
      autoComplete: 'off',
      onClick: () => setOpen(true),
      onBlur: () => setOpen(false),
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open && options.length > 0,
      'aria-controls': listId,
      'aria-activedescendant': open && options.length > 0 ? optionId(current) : undefined,
      onKeyDown: handleKeyDown,
    },
  };
}
