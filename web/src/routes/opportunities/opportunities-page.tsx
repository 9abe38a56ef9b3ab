import { PlaceholderPage } from '../../components/placeholder-page';

export default function OpportunitiesPage() {
  return <PlaceholderPage title="Browse Opportunities" />;
}
