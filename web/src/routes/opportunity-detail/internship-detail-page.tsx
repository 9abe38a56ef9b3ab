import { OpportunityDetailPage } from './opportunity-detail-page';

export default function InternshipDetailPage() {
  return <OpportunityDetailPage type="internship" />;
}
