import type { Container } from '@azure/cosmos';
import type { HomeCounts } from '@portal/common/api/stats';
import type { DashboardFacts, EventFacts, GrantFacts, ProductFacts } from '../domain/dashboard';
import type { StatsRepository } from '../domain/ports';
import type { Partition } from './documents';
import { queryPartition } from './cosmos-helpers';
import { KeptRows } from './kept-rows';
import { kindRows } from './kind-rows';

/** The public fields each dashboard figure is counted from (spec 3-api §3.16.3). */
const PRODUCT_FACTS = ['publish_date', 'product_type_id'] as const satisfies readonly (keyof ProductFacts)[];
const GRANT_FACTS = [
  'submission_date',
  'obtained_date',
  'completed_date',
  'status_id',
  'source_id',
  'through_network',
  'amount_cents',
] as const satisfies readonly (keyof GrantFacts)[];
const EVENT_FACTS = ['start_date', 'event_type_id'] as const satisfies readonly (keyof EventFacts)[];

export class CosmosStatsRepository implements StatsRepository {
  /** The facts of each kind, kept and refreshed with what changed, as list rows are (docs/adr/0039). */
  private readonly facts = {
    product: new KeptRows<{ id: string }>(),
    grant: new KeptRows<{ id: string }>(),
    event: new KeptRows<{ id: string }>(),
  };

  constructor(private readonly container: Container) {}

  /** One count query per kind, in parallel, never loading the records (pattern A23). */
  async counts(): Promise<HomeCounts> {
    // The kind is named: a partition also holds its change marker (docs/adr/0033).
    const count = async (partition: Partition, where?: string) => {
      const condition = [`c.kind = '${partition}'`, ...(where ? [where] : [])].join(' AND ');
      const [value] = await queryPartition<number>(this.container, partition, { select: 'VALUE COUNT(1)', where: condition });
      return value ?? 0;
    };
    const [activeMembers, products, grants, events, partners, supervisions] = await Promise.all([
      count('member', 'c.is_active = true'),
      count('product'),
      count('grant'),
      count('event'),
      count('organization'),
      count('supervision'),
    ]);
    return { active_members: activeMembers, products, grants, events, partners, supervisions };
  }

  /**
   * One projection per kind, in parallel (pattern A24): only the fields a bucket needs, which the
   * domain groups. The rows are kept per instance and refreshed with a count and what changed
   * since (docs/adr/0039), as the lists are: the first call reads every record, later ones what was
   * written. GROUP BY would move the grouping into the query on Cosmos DB, but the local stand-in
   * (@zeit/cosmosdb-query 0.7.2) cannot parse it, and it would count every record on each call.
   */
  async dashboardFacts(): Promise<DashboardFacts> {
    const project = <T>(partition: 'product' | 'grant' | 'event', fields: readonly string[]) =>
      this.facts[partition].read(kindRows(this.container, partition, partition, ['id', ...fields])) as Promise<T[]>;
    const [products, grants, events] = await Promise.all([
      project<ProductFacts>('product', PRODUCT_FACTS),
      project<GrantFacts>('grant', GRANT_FACTS),
      project<EventFacts>('event', EVENT_FACTS),
    ]);
    return { products, grants, events };
  }
}
