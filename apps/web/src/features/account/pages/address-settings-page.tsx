import type { AddressBody, AddressView } from '@hive/domain';
import { MAX_ADDRESSES } from '@hive/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountNav } from '../../../components/account-nav';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CountryCode } from '../../../components/country-code';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
import { useTranslation } from '../../../i18n/react';
import { countriesQuery } from '../../../lib/reference-queries';
import { useMemberMay } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { accountKeys } from '../api/account-keys';
import { addAddress, addressesQuery, deleteAddress, setDefaultAddress, updateAddress } from '../api/account-queries';
import { AddressForm } from '../components/address-form';

export function AddressSettingsPage() {
  return (
    <RequireSession>
      <AddressSettings />
    </RequireSession>
  );
}

/** Which form is open: none, a new address, or the one with this id. */
type Editing = null | 'new' | number;

function AddressSettings() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { data: addresses, isPending } = useQuery(addressesQuery());
  const { data: countries = [] } = useQuery(countriesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const list = addresses ?? [];
  const full = list.length >= MAX_ADDRESSES;
  // The address book is the company's: a viewer reads it, purchasers and up keep it.
  const edits = useMemberMay('buy');

  // Saving one address can move the default mark off another, so the whole list is read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses() });

  const handleSave = async (body: AddressBody) => {
    if (editing === 'new') await addAddress(body);
    else if (typeof editing === 'number') await updateAddress(editing, body);
    await refresh();
    toast.info(editing === 'new' ? t('addresses.added') : t('addresses.saved'));
    setEditing(null);
  };

  const handleDefault = async (address: AddressView) => {
    setFailure(undefined);
    setBusy(true);
    try {
      queryClient.setQueryData(accountKeys.addresses(), await setDefaultAddress(address.id));
      toast.info(t('addresses.defaultSet'));
    } catch (error) {
      setFailure(serverErrorText(error, t, 'addresses'));
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    setFailure(undefined);
    setBusy(true);
    try {
      await deleteAddress(deleting.id);
      await refresh();
      toast.info(t('addresses.deleted'));
    } catch (error) {
      setFailure(serverErrorText(error, t, 'addresses'));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const form = (address?: AddressView) => (
    <AddressForm
      key={address?.id ?? 'new'}
      address={address}
      countries={countries}
      firstAddress={list.length === 0}
      onSave={handleSave}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <main id="main" className="container page account-page">
      <PageMeta title={t('addresses.title')} description={t('addresses.lead')} />
      <h1>{t('addresses.title')}</h1>
      <AccountNav />
      <p className="auth-card__lead">{t('addresses.lead')}</p>
      <FormAlert message={failure} />
      <div className="address-toolbar">
        <p className="result-count">{t('addresses.count', { count: list.length, max: MAX_ADDRESSES })}</p>
        {edits && editing !== 'new' && (
          <button type="button" className="button" disabled={full} onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </button>
        )}
      </div>
      {!edits && <p className="notice">{t('addresses.readOnly')}</p>}
      {edits && full && <p className="notice">{t('addresses.full', { count: MAX_ADDRESSES })}</p>}
      {editing === 'new' && form()}
      {isPending ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : list.length === 0 ? (
        editing !== 'new' && <p className="empty">{t('addresses.none')}</p>
      ) : (
        <ul className="address-list">
          {list.map((address) =>
            editing === address.id ? (
              <li key={address.id}>{form(address)}</li>
            ) : (
              <li key={address.id} className={`address-card${address.isDefault ? ' address-card--default' : ''}`}>
                <div className="address-card__head">
                  <h2>{address.consignee}</h2>
                  {address.isDefault && <span className="badge">{t('addresses.default')}</span>}
                </div>
                <address>
                  {address.line1}
                  {address.line2 && (
                    <>
                      <br />
                      {address.line2}
                    </>
                  )}
                  <br />
                  {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
                  <br />
                  <CountryCode code={address.country.code} />
                  {address.country.name}
                  <br />
                  {address.phone.countryCallingCode} {address.phone.number}
                </address>
                {edits && (
                  <div className="address-card__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={t('addresses.editOne', { name: address.consignee })}
                      onClick={() => setEditing(address.id)}
                    >
                      {t('addresses.edit')}
                    </button>
                    {!address.isDefault && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={busy}
                        aria-label={t('addresses.setDefaultOne', { name: address.consignee })}
                        onClick={() => void handleDefault(address)}
                      >
                        {t('addresses.setDefault')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={t('addresses.deleteOne', { name: address.consignee })}
                      onClick={() => setDeleting(address)}
                    >
                      {t('addresses.delete')}
                    </button>
                  </div>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('addresses.delete')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('addresses.deleteQuestion', { name: deleting?.consignee ?? '' })}</p>
        {deleting?.isDefault && <p className="notice">{t('addresses.deleteDefault')}</p>}
      </ConfirmDialog>
    </main>
  );
}
