import { API_PATHS } from '@portal/common/api/paths';
import type { AccountProjection } from '@portal/common/api/account';
import { updateAccountEmailSchema, updateAccountNameSchema } from '@portal/common/validation/schemas/account';
import { validateCreate, validateUpdate } from '@portal/common/validation/schema';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { DeleteDialog } from '../../components/delete-dialog';
import { HistoryLink } from '../../components/history-link';
import { Dialog } from '../../components/dialog';
import { StaleBanner, TextField } from '../../components/form-fields';
import { DetailItem, DetailList } from '../../components/record-detail';
import { PageHeading } from '../../components/page-heading';
import { RecordState } from '../../components/record-state';
import { ApiError } from '../../lib/api/fetcher';
import { useSession } from '../../lib/auth/session-context';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { notifyWarning } from '../../lib/notify';
import type { OperationName } from '../../lib/operations';
import { fieldMessages } from '../../lib/records/field-errors';
import { useRecord } from '../../lib/records/use-record';
import { useRecordDelete, useRecordPatch } from '../../lib/records/use-record-patch';
import { mailtoHref } from '../../lib/mailto';

type OpenDialog = 'name' | 'email' | 'grant' | 'remove' | 'register' | 'deleteMember' | 'deleteAccount' | null;

/** Account page (spec 5-pages §5.5.2): the account's items and the administrators' actions. */
export function AccountPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const [, navigate] = useLocation();
  const record = useRecord<AccountProjection>(API_PATHS.account(id));
  const self = session.account?.id === id;
  const patch = useRecordPatch<AccountProjection>(API_PATHS.account(id), record.data?.etag, { refreshOwnAccount: self });
  const remove = useRecordDelete(record.data?.etag);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [stale, setStale] = useState(false);

  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={t('accounts.notFound')}
        list={{ href: '/accounts', label: t('memberProfile.backToList') }}
        onRetry={record.retry}
        history={{ kind: 'account', id }}
      />
    );
  }
  const account = record.data;
  const fullName = `${account.first_name} ${account.last_name}`;

  /** Sends one account action with the account's version; true on success. */
  const act = async (name: OperationName, path: string, body: object = {}) => {
    const result = await patch(name, path, body);
    if (!result.ok && result.error instanceof ApiError) {
      if (result.error.status === 412) setStale(true);
      if (result.error.code === 'already_member') void record.reload();
    }
    return result;
  };
  const close = () => setDialog(null);

  // Spec 5-pages §5.5.2: the stale-version banner above the card, "Delete account" below it.
  return (
    <>
      {stale ? (
        <StaleBanner
          onReload={() => {
            setStale(false);
            void record.reload();
          }}
        />
      ) : null}
      <article className="record-card">
        <header className="record-header">
          <PageHeading>{fullName}</PageHeading>
          {self ? <span className="badge">{t('accounts.yourAccount')}</span> : null}
          <HistoryLink kind="account" id={id} />
        </header>
        <DetailList>
          <DetailItem label={t('members.name')} empty={false}>
            {fullName}{' '}
            <button type="button" className="button button-secondary" onClick={() => setDialog('name')}>
              {t('accounts.changeName')}
            </button>
          </DetailItem>
          <DetailItem label={t('accounts.loginEmail')} empty={false}>
            <a href={mailtoHref(account.login_email)}>{account.login_email}</a>{' '}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => (self ? notifyWarning(t('accounts.selfEmail')) : setDialog('email'))}
            >
              {t('accounts.changeEmail')}
            </button>
          </DetailItem>
          <DetailItem label={t('accounts.signIn')} empty={false}>
            {account.identity_bound ? t('accounts.linked') : t('accounts.notLinked')}
          </DetailItem>
          <DetailItem label={t('accounts.lastLogin')} empty={false}>
            {account.last_login ? formatTimestamp(account.last_login, language) : t('accounts.neverSignedIn')}
          </DetailItem>
          <DetailItem label={t('accounts.adminPrivileges')} empty={false}>
            {account.is_admin ? t('accounts.isAdmin') : t('accounts.isNotAdmin')}{' '}
            {account.is_admin ? (
              <button
                type="button"
                className="button button-danger"
                onClick={() => (self ? notifyWarning(t('accounts.selfRemoveAdmin')) : setDialog('remove'))}
              >
                {t('accounts.removeAdmin')}
              </button>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => setDialog('grant')}>
                {t('accounts.grantAdmin')}
              </button>
            )}
          </DetailItem>
          <DetailItem label={t('accounts.memberInformation')} empty={false}>
            {account.member ? (
              <>
                {t('accounts.isMember')} {account.member.is_active ? t('memberProfile.active') : t('memberProfile.inactive')}{' '}
                <Link href={`/members/${encodeURIComponent(account.member.id)}/private`}>{t('accounts.goToMember')}</Link>{' '}
                <button type="button" className="button button-danger" onClick={() => setDialog('deleteMember')}>
                  {t('accounts.deleteMember')}
                </button>
              </>
            ) : (
              <>
                {t('accounts.isNotMember')}{' '}
                <button type="button" className="button button-secondary" onClick={() => setDialog('register')}>
                  {t('accounts.registerMember')}
                </button>
              </>
            )}
          </DetailItem>
          <DetailItem label={t('accounts.created')} empty={false}>
            {formatTimestamp(account.created_at, language)}
          </DetailItem>
        </DetailList>
      </article>
      <p>
        <button
          type="button"
          className="button button-danger"
          onClick={() => (self ? notifyWarning(t('accounts.selfDelete')) : setDialog('deleteAccount'))}
        >
          {t('accounts.deleteAccount')}
        </button>
      </p>

      {dialog === 'grant' || dialog === 'remove' || dialog === 'register' ? (
        <Dialog
          title={t(dialog === 'grant' ? 'accounts.grantTitle' : dialog === 'remove' ? 'accounts.removeTitle' : 'accounts.registerTitle')}
          description={t(dialog === 'grant' ? 'accounts.grantText' : dialog === 'remove' ? 'accounts.removeText' : 'accounts.registerText', {
            name: fullName,
          })}
          onCancel={close}
          actions={
            <>
              <button
                type="button"
                className={dialog === 'remove' ? 'button button-danger' : 'button button-primary'}
                onClick={() => {
                  close();
                  if (dialog === 'grant') void act('grantAdmin', API_PATHS['update-account-grant-admin'](account.id));
                  else if (dialog === 'remove') void act('removeAdmin', API_PATHS['update-account-remove-admin'](account.id));
                  else void act('registerMember', API_PATHS['update-account-register-member'](account.id));
                }}
              >
                {t(dialog === 'grant' ? 'accounts.grant' : dialog === 'remove' ? 'accounts.remove' : 'accounts.registerButton')}
              </button>
              <button type="button" className="button button-secondary" onClick={close}>
                {t('accounts.cancel')}
              </button>
            </>
          }
        />
      ) : null}
      {dialog === 'name' ? (
        <NameDialog account={account} onClose={close} onSave={(body) => act('updateAccountName', API_PATHS['update-account-name'](account.id), body)} />
      ) : null}
      {dialog === 'email' ? (
        <EmailDialog account={account} onClose={close} onSave={(body) => act('updateAccountEmail', API_PATHS['update-account-email'](account.id), body)} />
      ) : null}
      {dialog === 'deleteMember' ? (
        <DeleteDialog
          entity="memberInformation"
          name={fullName}
          onClose={close}
          onDelete={async () => (await act('deleteMember', API_PATHS['update-account-delete-member'](account.id))).ok}
        />
      ) : null}
      {dialog === 'deleteAccount' ? (
        <DeleteDialog
          entity="account"
          name={fullName}
          onClose={close}
          onDelete={async () => (await remove('deleteAccount', API_PATHS['delete-account'](account.id))).ok}
          onDeleted={() => navigate('/accounts', { replace: true })}
        />
      ) : null}
    </>
  );
}

type SaveResult = { ok: boolean; error?: unknown };

function NameDialog({ account, onClose, onSave }: { account: AccountProjection; onClose: () => void; onSave: (body: Record<string, unknown>) => Promise<SaveResult> }) {
  const { t, language } = useLanguage();
  const [first, setFirst] = useState(account.first_name);
  const [last, setLast] = useState(account.last_name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { first_name: first.trim(), last_name: last.trim() };
    const result = validateUpdate(updateAccountNameSchema, body);
    if (!result.ok) return setErrors(fieldMessages(result.errors, language));
    if (body.first_name === account.first_name && body.last_name === account.last_name) return notifyWarning(t('records.noChanges'));
    const saved = await onSave(body);
    if (saved.ok) onClose();
    else if (saved.error instanceof ApiError) setErrors(fieldMessages(saved.error.problem?.errors ?? [], language));
  };
  return (
    <Dialog title={t('accounts.changeNameTitle', { name: `${account.first_name} ${account.last_name}` })} onCancel={onClose}>
      <form noValidate className="record-form" onSubmit={(event) => void submit(event)}>
        <TextField label={t('memberProfile.firstName')} name="first_name" required value={first} onChange={setFirst} error={errors.first_name} />
        <TextField label={t('memberProfile.lastName')} name="last_name" required value={last} onChange={setLast} error={errors.last_name} />
        <div className="dialog-actions">
          <button type="submit" className="button button-primary">
            {t('records.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('accounts.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function EmailDialog({ account, onClose, onSave }: { account: AccountProjection; onClose: () => void; onSave: (body: Record<string, unknown>) => Promise<SaveResult> }) {
  const { t, language } = useLanguage();
  const [email, setEmail] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { login_email: email.trim() };
    const result = validateCreate(updateAccountEmailSchema, body);
    const next: Record<string, string> = result.ok ? {} : fieldMessages(result.errors, language);
    if (confirm.trim() === '') next.confirm = fieldMessages([{ field: 'confirm', code: 'required' }], language).confirm ?? '';
    else if (confirm.trim().toLowerCase() !== email.trim().toLowerCase()) next.confirm = t('accounts.emailMismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const saved = await onSave(body);
    if (saved.ok) onClose();
    else if (saved.error instanceof ApiError) setErrors(fieldMessages(saved.error.problem?.errors ?? [], language, { entity: 'account' }));
  };
  return (
    <Dialog title={t('accounts.changeEmailTitle', { email: account.login_email })} description={t('accounts.changeEmailText')} onCancel={onClose}>
      <form noValidate className="record-form" onSubmit={(event) => void submit(event)}>
        <TextField label={t('accounts.newEmail')} name="login_email" type="email" required value={email} onChange={setEmail} error={errors.login_email} />
        <TextField label={t('accounts.confirmNewEmail')} name="confirm" type="email" required value={confirm} onChange={setConfirm} error={errors.confirm} />
        <div className="dialog-actions">
          <button type="submit" className="button button-primary">
            {t('records.save')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('accounts.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
