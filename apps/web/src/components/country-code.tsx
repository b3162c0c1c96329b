import './country-code.css';

/**
 * A country's ISO code in a small box, where a flag would be: flag emoji show as empty boxes or two letters on many
 * desktops (Windows draws none), so the code is shown the same way everywhere. The country's name is beside it.
 */
export function CountryCode({ code }: { code: string | undefined }) {
  if (!code) return null;
  return (
    <span className="country-code" aria-hidden="true">
      {code.toUpperCase()}
    </span>
  );
}
