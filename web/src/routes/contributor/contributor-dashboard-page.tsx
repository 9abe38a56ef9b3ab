import { PlaceholderPage } from '../../components/placeholder-page';

export default function ContributorDashboardPage() {
  return <PlaceholderPage title="Contributor Dashboard" />;
}
