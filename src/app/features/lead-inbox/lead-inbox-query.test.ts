import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  leadInboxHref,
  MESSAGE_PARAMS,
  readLeadInboxView,
  sameList,
} from './lead-inbox-query.ts';

const read = (search: string) => readLeadInboxView(new URLSearchParams(search));

describe('the lead inbox’s view in its address', () => {
  it('reads each list’s filters and page from its own parameters', () => {
    expect(
      read(
        'messageStatus=qualified&messageSource=pricing&messageSync=failed&messagePage=3' +
          '&meetingStatus=confirmed&meetingType=demo&meetingPriority=high&meetingSearch=%20Ada%20&meetingPage=2',
      ),
    ).toEqual({
      messages: { status: 'qualified', source: 'pricing', syncStatus: 'failed', page: 3 },
      meetings: {
        status: 'confirmed',
        meetingType: 'demo',
        priority: 'high',
        search: 'Ada',
        page: 2,
      },
    });
  });

  it('leaves out unknown values and empty fields, and reads a bad page as 1', () => {
    const view = read(
      'messageStatus=archived&messageSource=&meetingSearch=%20&messagePage=-2&meetingPage=x',
    );
    expect(view.messages).toEqual({
      status: undefined,
      source: undefined,
      syncStatus: undefined,
      page: 1,
    });
    expect(view.meetings.search).toBeUndefined();
    expect(view.meetings.page).toBe(1);
    expect(isFiltered(view.messages)).toBe(false);
  });

  it('writes a view back as the shortest address that reads the same', () => {
    const view = read('messageStatus=new&messagePage=1&meetingPage=2&meetingSearch=demo%20day');
    const href = leadInboxHref(view);
    expect(href).toBe('/dashboard/leads?messageStatus=new&meetingSearch=demo+day&meetingPage=2');
    expect(read(href.split('?')[1]!)).toEqual(view);
    expect(leadInboxHref(read(''))).toBe('/dashboard/leads');
  });

  it('tells whether a list’s rows change between two views', () => {
    const before = read('messageStatus=new&meetingPage=2');
    expect(sameList(before.messages, read('messageStatus=new').messages, MESSAGE_PARAMS)).toBe(
      true,
    );
    expect(
      sameList(before.messages, read('messageStatus=new&messagePage=2').messages, MESSAGE_PARAMS),
    ).toBe(false);
  });
});
