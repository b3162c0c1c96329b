import type { ConsoleChatRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FilterTabs, ListPage, listTexts } from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { chatInboxQuery } from '../api/chat-console-queries';
import { useChatLive } from '../components/use-chat-live';
import '../chat-console.css';

const STATES = ['OPEN', 'CLOSED', 'ALL'] as const;

/** The chat inbox: conversations with unread messages first, then the newest; new messages arrive live. */
export function ConversationsPage() {
  const { t } = useTranslation('console-chat');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ state: oneOf(STATES), mine: oneOf(['true'] as const) });
  const inbox = useQuery(chatInboxQuery(filter));
  useChatLive();
  const state = filter.state ?? 'OPEN';

  return (
    <ListPage<ConsoleChatRow>
      title={t('inbox.title')}
      lead={t('inbox.lead')}
      filters={
        <FilterTabs
          label={t('inbox.filter')}
          tabs={[
            ...STATES.map((value) => ({
              key: value,
              to: hrefFor({ state: value, mine: filter.mine }),
              label: t(`state.${value}`),
              current: state === value && !filter.mine,
            })),
            {
              key: 'mine',
              to: hrefFor({ state, mine: 'true' }),
              label: t('inbox.mine'),
              current: filter.mine === 'true',
            },
          ]}
        />
      }
      list={inbox}
      {...listTexts(t, 'inbox')}
      onPage={(page) => go({ page })}
      rowKey={(row) => row.id}
      columns={[
        {
          label: t('columns.who'),
          cell: (row) => (
            <>
              <Link to={`/admin/chat/${row.id}`} className="console-strong-link">
                {row.who.company ?? row.who.name}
              </Link>
              <div className="console-muted">
                {row.who.kind === 'visitor' ? t('visitor', { name: row.who.name }) : row.who.name}
              </div>
            </>
          ),
        },
        {
          label: t('columns.subject'),
          cell: (row) => (row.subject ? `${t(`subject.${row.subject.kind}`)} ${row.subject.number}` : t('general')),
        },
        {
          label: t('columns.last'),
          className: 'cc-last',
          cell: (row) => row.lastMessage?.body || row.lastMessage?.attachment?.name || '—',
        },
        {
          label: t('columns.unread'),
          cell: (row) =>
            row.unread > 0 ? <span className="cc-unread">{t('unread', { count: row.unread })}</span> : '—',
        },
        { label: t('columns.assignee'), cell: (row) => row.assignee?.name ?? t('nobody') },
        {
          label: t('columns.updated'),
          className: 'console-nowrap',
          cell: (row) => format.dateTime(row.updatedAt),
        },
      ]}
    />
  );
}
