import { DASHBOARD_TOP, DASHBOARD_WEEKS, type OrderState } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';

type Ranked = { id: number; names: LocalizedText; units: number; valueUsd: number };
export type DashboardRow = {
  applicants: number;
  quotations: { requested: number; negotiating: number; accepted: number };
  orders: { state: OrderState; count: number }[];
  weeks: { start: string; requests: number; orders: number; sales: { USD: number; KRW: number } }[];
  topBrands: Ranked[];
  topProducts: (Ranked & { sku: string; brand: { id: number; names: LocalizedText } })[];
};

/** Weeks start on Monday in Korea, where the marketplace works. */
const week = (column: SQL) => sql`date_trunc('week', ${column} at time zone 'Asia/Seoul')`;

export function dashboardRepository(db: Db) {
  const { one } = sqlRunner(db, 'dashboard');
  return {
    /**
     * The whole dashboard in one statement: each part reads by an index (buyers and quotations by state, demand by
     * kind and time), the orders' counts by state as a trigger keeps them (migration 0036), or the few weeks' rows; the
     * weeks without any request or order are there, as 0.
     */
    read: () =>
      one<DashboardRow>(sql`with weeks as (
          select generate_series(${week(sql`now()`)} - ${DASHBOARD_WEEKS - 1}::int * interval '1 week', ${week(sql`now()`)},
            interval '1 week') as start
        ), since as (select min(start) at time zone 'Asia/Seoul' as at from weeks),
        requests as (
          select ${week(sql`requested_at`)} as start, count(*)::int as n from quotations
          where requested_at >= (select at from since) group by 1
        ), sales as (
          select ${week(sql`placed_at`)} as start, count(*)::int as n,
            coalesce(sum(total_amount) filter (where currency = 'USD'), 0)::bigint as usd,
            coalesce(sum(total_amount) filter (where currency = 'KRW'), 0)::bigint as krw
          from orders where placed_at >= (select at from since) and state <> 'CANCELLED' group by 1
        ), ordered as (
          select product_id, brand_id, units, value_usd from demand_events
          where kind = 'order' and occurred_at >= (select at from since)
        )
        select
          (select count(*)::int from buyers where status = 'pending') as applicants,
          (select json_build_object('requested', count(*) filter (where state = 'REQUESTED'),
              'negotiating', count(*) filter (where state = 'NEGOTIATING'),
              'accepted', count(*) filter (where state = 'ACCEPTED'))
            from quotations where state in ('REQUESTED', 'NEGOTIATING', 'ACCEPTED')) as quotations,
          (select coalesce(json_agg(json_build_object('state', state, 'count', count)), '[]')
            from (select state, sum(count)::int as count from order_state_counts group by state
              having sum(count) > 0) counted) as orders,
          (select json_agg(json_build_object('start', to_char(w.start, 'YYYY-MM-DD'), 'requests', coalesce(r.n, 0),
              'orders', coalesce(s.n, 0), 'sales', json_build_object('USD', coalesce(s.usd, 0), 'KRW', coalesce(s.krw, 0)))
              order by w.start)
            from weeks w left join requests r on r.start = w.start left join sales s on s.start = w.start) as weeks,
          (select coalesce(json_agg(json_build_object('id', b.id, 'names', b.names, 'units', t.units,
              'valueUsd', t.value) order by t.value desc, b.id), '[]')
            from (select brand_id, sum(units)::bigint as units, sum(value_usd)::bigint as value from ordered
              group by brand_id order by value desc, brand_id limit ${DASHBOARD_TOP}) t
            join brands b on b.id = t.brand_id) as "topBrands",
          (select coalesce(json_agg(json_build_object('id', p.id, 'names', p.names, 'sku', p.sku, 'units', t.units,
              'valueUsd', t.value, 'brand', json_build_object('id', b.id, 'names', b.names))
              order by t.value desc, p.id), '[]')
            from (select product_id, sum(units)::bigint as units, sum(value_usd)::bigint as value from ordered
              group by product_id order by value desc, product_id limit ${DASHBOARD_TOP}) t
            join products p on p.id = t.product_id join brands b on b.id = p.brand_id) as "topProducts"`),
  };
}
