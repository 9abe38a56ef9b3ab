import { describe, expect, it } from 'vitest';
import { fieldFamilies, fieldsMatch } from './fields';

describe('fields of study', () => {
  it('names the families of a field', () => {
    expect(fieldFamilies('Software Engineering')).toEqual(['Computer Science', 'Engineering']);
    expect(fieldFamilies('Nursing')).toEqual(['Health Sciences']);
    expect(fieldFamilies('Fine Art')).toEqual(['Arts']);
    // Landscape design is planting and land, not the studio arts "design" names elsewhere.
    expect(fieldFamilies('landscape design')).toEqual(['STEM']);
    expect(fieldFamilies('Graphic Design')).toEqual(['Arts']);
    // Design beside engineering words is engineering design.
    expect(fieldFamilies('DC Design Engineer - Intern')).toEqual(['Engineering']);
    expect(fieldFamilies('FPGA Digital Design Intern')).toEqual([]);
    expect(fieldFamilies('Product Design Intern')).toEqual(['Arts']);
  });

  it.each([
    ['Health Sciences', 'Nursing'],
    ['Nursing', 'Health Sciences'],
    ['Fine Art', 'Arts'],
    ['Software Engineering', 'Computer Science'],
    ['Mechanical Engineering', 'Engineering'],
    ['STEM (Undergrad)', 'Computer Science'],
    ['STEM', 'Engineering'],
    ['Plant Biology', 'STEM'],
    ['Liberal Arts', 'Arts'],
  ])('a %s requirement admits a %s student', (required, major) => {
    expect(fieldsMatch(required, major)).toBe(true);
  });

  it.each([
    ['Plant Biology', 'Computer Science'],
    ['Computer Science', 'STEM'],
    ['Accounting', 'Engineering'],
    ['Law', 'Arts'],
    ['Nursing', 'Business'],
    ['Horticulture, botany, landscape design', 'Arts'],
    // "Sciences" in its name does not make Health Sciences a general science major.
    ['STEM', 'Health Sciences'],
  ])('a %s requirement does not admit a %s student', (required, major) => {
    expect(fieldsMatch(required, major)).toBe(false);
  });
});
