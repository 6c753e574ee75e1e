import type { Container } from '@azure/cosmos';
import type { HomeCounts } from '@portal/common/api/stats';
import type { StatsRepository } from '../domain/ports';
import type { Partition } from './documents';
import { queryPartition } from './cosmos-helpers';

export class CosmosStatsRepository implements StatsRepository {
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
}
