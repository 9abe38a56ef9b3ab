import { PlaceholderPage } from '../../components/placeholder-page';

export default function SubmitOpportunityPage() {
  return <PlaceholderPage title="Submit an Opportunity" />;
}
