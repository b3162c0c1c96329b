import type { OrderParty as Party } from '@hive/domain';

/** One party of an order as the documents print it: its name, then its address, phone and e-mail, each on a line. */
export function OrderParty({ title, party }: { title: string; party: Omit<Party, 'address'> & { address?: string } }) {
  return (
    <div className="order-party">
      <h3>{title}</h3>
      <address>
        <strong>{party.name}</strong>
        {[party.address, party.phone, party.email].filter(Boolean).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
