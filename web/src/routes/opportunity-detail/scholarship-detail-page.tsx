import { PlaceholderPage } from '../../components/placeholder-page';

export default function ScholarshipDetailPage() {
  return <PlaceholderPage title="Scholarship Details" />;
}
