import { PlaceholderPage } from '../../components/placeholder-page';

export default function InternshipDetailPage() {
  return <PlaceholderPage title="Internship Details" />;
}
