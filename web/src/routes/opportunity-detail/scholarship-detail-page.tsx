import { OpportunityDetailPage } from './opportunity-detail-page';

export default function ScholarshipDetailPage() {
  return <OpportunityDetailPage type="scholarship" />;
}
