import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { buildItem } from './browse-test-utils';
import { OpportunityCard } from './components/opportunity-card';

describe('opportunity card', () => {
  it('shows title, type, organization, truncated description, award, deadline, 3 tags and location', () => {
    const description = 'd'.repeat(130);
    renderWithProviders(
      <OpportunityCard
        item={buildItem({
          id: 42,
          kind: 'fellowship',
          title: 'Civic Fellowship',
          organization: 'Civic Trust',
          description,
          awardAmount: '$5,000',
          deadline: '2030-05-15',
          tags: ['Leadership', 'Policy', 'Graduate', 'Extra'],
          location: 'Denver, CO',
          isRemote: true,
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Civic Fellowship' })).toBeInTheDocument();
    expect(screen.getByText('Fellowship')).toBeInTheDocument();
    expect(screen.getByText('Civic Trust')).toBeInTheDocument();
    expect(screen.getByText(`${'d'.repeat(120)}...`)).toBeInTheDocument();
    expect(screen.getByText('$5,000')).toBeInTheDocument();
    expect(screen.getByText('May 15, 2030')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Leadership', 'Policy', 'Graduate']);
    expect(screen.getByText('Denver, CO · Remote')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details for Civic Fellowship' })).toHaveAttribute(
      'href',
      '/scholarships/42',
    );
  });

  it("links internships to /internships/{id} and shows 'Unpaid' and 'No deadline listed'", () => {
    renderWithProviders(
      <OpportunityCard
        item={buildItem({
          id: 5,
          type: 'internship',
          kind: 'internship',
          title: 'Lab Intern',
          isPaid: false,
        })}
      />,
    );
    expect(screen.getByText('Internship')).toBeInTheDocument();
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.getByText('No deadline listed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details for Lab Intern' })).toHaveAttribute(
      'href',
      '/internships/5',
    );
  });
});
