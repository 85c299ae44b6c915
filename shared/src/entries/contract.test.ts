import * as contract from './contract';

describe('@vitrina/shared/contract', () => {
  it('is types only: importing it brings no value into a bundle', () => {
    expect(Object.keys(contract)).toEqual([]);
  });
});
