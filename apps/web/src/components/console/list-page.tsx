import type { Page } from '@hive/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useConsoleFormat } from '../../hooks/use-console-format';
import type { TFunction } from '../../i18n/i18n';
import { errorMessage } from '../../lib/query-client';
import { FormAlert } from '../form/form-alert';
import { Cell, TableHead } from './cell';
import { ConsoleMain } from './console-main';
import { ConsolePager } from './console-pager';

/** A column of a console table: its heading, which also labels its cells when a narrow screen shows cards. */
export type Column<Row> = { label: string; className?: string; cell: (row: Row) => ReactNode };

type Props<Row> = {
  title: string;
  lead: string;
  /** Beside the title (the outbox's refresh). */
  actions?: ReactNode;
  /** Between the title and the list: tabs, a search box, a filter form. */
  filters?: ReactNode;
  /** The page's query: its rows, whether it failed, whether it is reading. */
  list: UseQueryResult<Page<Row>>;
  /** The count line over the list, once the first page is there; `capped`: more than `total` match. */
  count: (total: number, formatted: string, capped: boolean) => string;
  loading: string;
  /** Said when the list has no row (for the filter, when there is one). */
  empty: string;
  /** The list's name; without it the count line names it. */
  label?: string;
  onPage: (page: number) => void;
} & (
  | { rowKey: (row: Row) => Key; columns: Column<Row>[]; children?: never }
  /** Rows drawn otherwise than as a table (the outbox's mails). */
  | { rowKey?: never; columns?: never; children: (rows: Row[]) => ReactNode }
);

/**
 * A console list page: title and lead, the filters, the failure of the last read, the count, the rows as a table (or
 * as the page draws them), the empty state and the pager. Each list page is the filters and columns it passes here.
 */
export function ListPage<Row>(props: Props<Row>) {
  const { title, list, label } = props;
  const format = useConsoleFormat();
  const countId = useId();
  const page = list.data;
  return (
    <ConsoleMain title={title} lead={props.lead} actions={props.actions}>
      {props.filters}
      <FormAlert className="console-alert" message={list.isError ? errorMessage(list.error) : ''} />
      <section
        className="console-card console-card--flush"
        aria-busy={list.isFetching}
        aria-label={label}
        aria-labelledby={label ? undefined : countId}
      >
        <p id={label ? undefined : countId} className="console-table-caption">
          {page ? props.count(page.total, format.number(page.total), page.totalCapped === true) : props.loading}
        </p>
        {page && page.list.length === 0 && <p className="console-empty">{props.empty}</p>}
        {page && page.list.length > 0 && (props.children ? props.children(page.list) : <Table {...props} />)}
        {page && <ConsolePager {...page} onPage={props.onPage} />}
      </section>
    </ConsoleMain>
  );
}

function Table<Row>({ list, columns, rowKey }: Props<Row>) {
  return (
    <div className="console-table-wrap">
      <table className="console-table console-table--cards">
        {/* The column's class styles its cells; the headings keep the table's own. */}
        <TableHead columns={(columns ?? []).map(({ label }) => ({ label }))} />
        <tbody>
          {list.data?.list.map((row) => (
            <tr key={rowKey?.(row)}>
              {columns?.map((column) => (
                <Cell key={column.label} label={column.label} className={column.className}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A tab of a list's filter: `waiting` marks what operators must act on, `count` says how many (shown above 0). */
export type FilterTab = { key: string; to: string; label: string; current: boolean; waiting?: boolean; count?: number };

/**
 * The tabs of a filter by one value (a state, a status): "all" first, then each value in order. `waiting` values stand
 * out; `count` says how many a value holds, where the page knows it.
 */
export function valueTabs<V extends string>({
  values,
  current,
  hrefFor,
  all,
  name,
  waiting = () => false,
  count = () => undefined,
}: {
  values: readonly V[];
  current: V | undefined;
  hrefFor: (value: V | undefined) => string;
  all: string;
  name: (value: V) => string;
  waiting?: (value: V) => boolean;
  count?: (value: V) => number | undefined;
}): FilterTab[] {
  return [undefined, ...values].map((value) => ({
    key: value ?? 'all',
    to: hrefFor(value),
    label: value === undefined ? all : name(value),
    current: current === value,
    waiting: value !== undefined && waiting(value),
    count: value === undefined ? undefined : count(value),
  }));
}

/** A list's first column: the record's number, linking to its page, with a line of its own beneath. */
export function numberColumn<Row>(
  label: string,
  record: (row: Row) => { href: string; number: string },
  sub: (row: Row) => ReactNode,
): Column<Row> {
  return {
    label,
    className: 'console-nowrap',
    cell: (row) => {
      const { href, number } = record(row);
      return (
        <>
          <Link to={href} className="console-strong-link console-mono">
            {number}
          </Link>
          {sub(row)}
        </>
      );
    },
  };
}

/** A list's column of when something happened (the record's date and time, on one line). */
export function timeColumn<Row>(
  label: string,
  format: ReturnType<typeof useConsoleFormat>,
  when: (row: Row) => string,
): Column<Row> {
  return {
    label,
    className: 'console-nowrap',
    cell: (row) => <time dateTime={when(row)}>{format.dateTime(when(row))}</time>,
  };
}

/** The tabs over a list, one filter value each: links, so a tab opens in a new browser tab too. */
export function FilterTabs({ label, tabs }: { label: string; tabs: FilterTab[] }) {
  const format = useConsoleFormat();
  return (
    <nav className="console-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className={`console-tabs__tab${tab.waiting ? ' console-tabs__tab--pending' : ''}`}
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && (
            <span className="console-tabs__count">{format.number(tab.count)}</span>
          )}
        </Link>
      ))}
    </nav>
  );
}

type SearchTexts = { label: string; placeholder: string; button: string; clear: string };

/** A search box's texts from one group of a namespace: `search`, `searchPlaceholder`, `searchButton`, `clearSearch`. */
/**
 * A list's count line, loading line and empty state in a namespace that words them alike: `<group>.count`
 * (`<group>.countCapped` for a search's total that stopped at its cap), `<group>.empty` (`<group>.noMatch` while a
 * search `keyword` finds nothing) and `loading`.
 */
export const listTexts = (t: TFunction, group: string, options: { keyword?: string; loading?: string } = {}) => {
  const key = (name: string) => (group ? `${group}.${name}` : name);
  return {
    count: (count: number, formatted: string, capped: boolean) =>
      t(key(capped ? 'countCapped' : 'count'), { count, formatted }),
    loading: t(options.loading ?? 'loading'),
    empty: options.keyword ? t(key('noMatch')) : t(key('empty')),
  };
};

export const searchTexts = (t: TFunction, group: string): SearchTexts => ({
  label: t(`${group}.search`),
  placeholder: t(`${group}.searchPlaceholder`),
  button: t(`${group}.searchButton`),
  clear: t(`${group}.clearSearch`),
});

/**
 * A list's search box. It only changes the address (`onSearch`), so it is a plain form, not `useForm`: nothing to
 * check against the contract, nothing sent, nothing refused. Back and Forward change the address; the box then shows
 * the search the list shows.
 */
export function SearchBox({
  keyword,
  onSearch,
  texts,
}: {
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  texts: SearchTexts;
}) {
  const [value, setValue] = useState(keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setValue(keyword ?? '');
  }
  const id = useId();
  return (
    <form
      className="console-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim() || undefined);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={id}
        type="search"
        maxLength={100}
        placeholder={texts.placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="console-button">
        {texts.button}
      </button>
      {keyword && (
        <button
          type="button"
          className="console-button console-button--ghost"
          onClick={() => {
            setValue('');
            onSearch(undefined);
          }}
        >
          {texts.clear}
        </button>
      )}
    </form>
  );
}
