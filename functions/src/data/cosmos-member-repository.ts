import type { Container } from '@azure/cosmos';
import type { Member, MemberListRow, MemberRepository } from '../domain/ports';
import type { MemberDocument } from './documents';
import { queryPartition, toRecord } from './cosmos-helpers';

export class CosmosMemberRepository implements MemberRepository {
  constructor(private readonly container: Container) {}

  listActive(): Promise<MemberListRow[]> {
    return queryPartition<MemberListRow>(this.container, 'member', {
      select:
        'c.id, c.first_name, c.last_name, c.faculty_id, c.member_type_id, c.keyword_ids, c.problems, c.orcid, c.missing_languages',
      where: 'c.is_active = true',
      orderBy: 'c.id',
    });
  }

  async get(id: string): Promise<Member | null> {
    const { resource } = await this.container.item(id, 'member').read<MemberDocument>();
    return resource ? toRecord<Member>(resource) : null;
  }
}
